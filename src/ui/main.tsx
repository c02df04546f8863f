import { render } from "solid-js/web";
import { App } from "./App.tsx";
import { applyTheme, readTheme } from "./shell/theme.ts";
import { loadStartup } from "./state/startup.ts";
import "./theme.css";

applyTheme(readTheme());
const startup = await loadStartup(window.location.hash);
const root = document.getElementById("root");
if (root) render(() => <App startup={startup} />, root);
