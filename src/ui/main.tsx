import { render } from "solid-js/web";
import { App } from "./App.tsx";
import { loadDictionary } from "./i18n/dictionaries.ts";
import { startingLanguage } from "./i18n/i18n.tsx";
import { AppBoundary } from "./shell/AppBoundary.tsx";
import { afterPageLoad } from "./shell/afterPageLoad.ts";
import { applyTheme, readTheme } from "./shell/theme.ts";
import { loadStartup } from "./state/startup.ts";
import "./theme.css";

applyTheme(readTheme());
// The reader's language is in place before the first render, so no text is drawn twice.
const [startup] = await Promise.all([
  loadStartup(window.location.hash),
  loadDictionary(startingLanguage()).catch(() => undefined),
]);
// Chinese words arrive once the page has loaded, if they are not here already: a switch is instant.
void afterPageLoad()
  .then(() => loadDictionary("zh"))
  .catch(() => undefined);
const root = document.getElementById("root");
// The outer boundary catches a fault in making the planner itself, before any plan exists.
if (root) {
  render(
    () => (
      <AppBoundary plan={() => undefined}>
        <App startup={startup} />
      </AppBoundary>
    ),
    root,
  );
}
