// For each diff image among the attachments (newer than a stamp), the box of its red pixels.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { PNG } from 'pngjs';
const dir = '/work/main/.vitest-attachments';
const since = statSync(process.argv[2]).mtimeMs;
const rows = [];
for (const name of readdirSync(dir)) {
  const path = `${dir}/${name}`;
  if (statSync(path).mtimeMs < since || !name.endsWith('.png')) continue;
  const png = PNG.sync.read(readFileSync(path));
  let minX = 1e9, minY = 1e9, maxX = -1, maxY = -1, red = 0;
  for (let y = 0; y < png.height; y++) for (let x = 0; x < png.width; x++) {
    const i = (y * png.width + x) * 4;
    const [r, g, b] = [png.data[i], png.data[i + 1], png.data[i + 2]];
    if (r > 240 && g < 20 && b < 20) { red++; minX = Math.min(minX, x); maxX = Math.max(maxX, x); minY = Math.min(minY, y); maxY = Math.max(maxY, y); }
  }
  if (red > 0) rows.push(`${name.slice(0, 8)} ${png.width}x${png.height} red=${red} box x ${minX}-${maxX} y ${minY}-${maxY}`);
}
console.log(rows.length + ' diff images'); for (const r of rows) console.log(r);
