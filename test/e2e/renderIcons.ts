// Renders the PNG app icons from the SVGs in public/ with Debian's Chromium: `npm run icons`.
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { launchChromium } from "./browser.ts";

const publicDir = fileURLToPath(new URL("../../public/", import.meta.url));

const icons = [
  { svg: "icon.svg", png: "icon-192.png", size: 192 },
  { svg: "icon.svg", png: "icon-512.png", size: 512 },
  { svg: "icon-maskable.svg", png: "icon-maskable-512.png", size: 512 },
];

const { context, close } = await launchChromium();
try {
  const page = await context.newPage();
  for (const { svg, png, size } of icons) {
    await page.setViewportSize({ width: size, height: size });
    await page.goto(pathToFileURL(join(publicDir, svg)).href);
    // Transparent outside the rounded corners of the plain icon.
    await page.screenshot({ path: join(publicDir, png), omitBackground: true });
    console.log(`public/${png} (${size}x${size})`);
  }
} finally {
  await close();
}
