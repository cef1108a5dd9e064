import { chromium } from "@playwright/test";
import { gzipSync } from "node:zlib";
const base = process.env.BASE ?? "http://127.0.0.1:3560";
const path = process.argv[2] ?? "/";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
const scripts: string[] = [];
page.on("response", (r) => { if (r.request().resourceType() === "script") scripts.push(r.url()); });
await page.goto(base + path, { waitUntil: "networkidle" });
let total = 0;
for (const url of scripts) {
  const body = Buffer.from(await (await fetch(url, { headers: { "Accept-Encoding": "identity" } })).arrayBuffer());
  const gz = gzipSync(body, { level: 9 }).length; total += gz;
  console.log((gz / 1024).toFixed(1).padStart(7), url.replace(base, ""));
}
console.log("total", (total / 1024).toFixed(1), "KB");
await browser.close();
