import { render } from "solid-js/web";
import { App } from "./App.tsx";
import { AppBoundary } from "./shell/AppBoundary.tsx";
import { applyTheme, readTheme } from "./shell/theme.ts";
import { loadStartup } from "./state/startup.ts";
import "./theme.css";

applyTheme(readTheme());
const startup = await loadStartup(window.location.hash);
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
