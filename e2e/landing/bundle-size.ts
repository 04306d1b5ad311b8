/** The JavaScript a page loads before anything is opened (entry + page chunk + static imports): its gzip size and what it holds. */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const ASSETS = path.resolve('dist/web/assets');
const STATIC_IMPORT = /(?:\bfrom|\bimport)\s*["']\.\/([\w.-]+\.js)["']/g;

function staticImports(file: string): string[] {
  const code = fs.readFileSync(path.join(ASSETS, file), 'utf8');
  return [...code.matchAll(STATIC_IMPORT)].map((match) => match[1]!);
}

export function entryChunk(): string {
  const html = fs.readFileSync(path.resolve('dist/web/index.html'), 'utf8');
  const match = /src="\/assets\/([\w.-]+\.js)"/.exec(html);
  if (!match) throw new Error('No entry script in dist/web/index.html');
  return match[1]!;
}

export function pageChunk(component: string): string {
  const file = fs
    .readdirSync(ASSETS)
    .find((name) => name.startsWith(`${component}-`) && name.endsWith('.js'));
  if (!file) throw new Error(`No chunk for ${component}; run npm run build`);
  return file;
}

/** Every chunk the given ones pull in statically, themselves included. */
export function staticClosure(roots: string[]): string[] {
  const seen = new Set<string>();
  const queue = [...roots];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    queue.push(...staticImports(file));
  }
  return [...seen];
}

export function gzipBytes(files: string[]): number {
  return files.reduce((sum, file) => sum + zlib.gzipSync(fs.readFileSync(path.join(ASSETS, file))).length, 0);
}

/** Whether any of the files holds any of the strings. */
export function holdsAny(files: string[], strings: string[]): boolean {
  return files.some((file) => {
    const code = fs.readFileSync(path.join(ASSETS, file), 'utf8');
    return strings.some((text) => code.includes(text));
  });
}
