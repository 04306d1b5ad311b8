// Fails when the server's modules import each other in a circle (type-only imports aside), or when
// its folders do: domain, db, lib, setup, the route registry and each feature count as one node.
// A circle makes load order matter and lets a helper drag in another feature's routes.
// Run by `npm run lint`; `node scripts/check-import-cycles.mjs` prints each circle it finds.
import fs from 'node:fs';
import path from 'node:path';

const ROOTS = ['server', 'domain'];
const IMPORT = /(?:^|\n)\s*(import|export)\s+(type\s+)?(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/g;

function sourceFiles(folder) {
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) return file === path.join('server', 'test') ? [] : sourceFiles(file);
    return /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [file] : [];
  });
}

function resolve(from, spec, known) {
  if (!spec.startsWith('.')) return null;
  const base = path.normalize(path.join(path.dirname(from), spec));
  return [`${base}.ts`, path.join(base, 'index.ts'), base].find((candidate) => known.has(candidate)) ?? null;
}

/** Which folder-level node a file belongs to. */
function nodeOf(file) {
  const parts = file.split(path.sep);
  if (parts[0] === 'domain') return 'domain';
  if (parts[1] === 'features') return `features/${parts[2]}`;
  if (parts.length > 2) return parts[1];
  return file;
}

/** Tarjan's strongly connected components: every group of more than one node is a circle. */
function circles(graph) {
  let next = 0;
  const index = new Map();
  const low = new Map();
  const stack = [];
  const found = [];
  function visit(node) {
    index.set(node, next);
    low.set(node, next++);
    stack.push(node);
    for (const target of graph.get(node) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(node, Math.min(low.get(node), low.get(target)));
      } else if (stack.includes(target)) low.set(node, Math.min(low.get(node), index.get(target)));
    }
    if (low.get(node) !== index.get(node)) return;
    const group = [];
    let member;
    do {
      member = stack.pop();
      group.push(member);
    } while (member !== node);
    if (group.length > 1) found.push(group.sort());
  }
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}

const files = ROOTS.flatMap(sourceFiles);
const known = new Set(files);
const fileGraph = new Map();
const folderGraph = new Map();
for (const file of files) {
  const text = fs.readFileSync(file, 'utf8');
  const targets = [...text.matchAll(IMPORT)]
    .filter((match) => !match[2])
    .map((match) => resolve(file, match[3], known))
    .filter(Boolean);
  fileGraph.set(file, new Set(targets));
  const from = nodeOf(file);
  if (!folderGraph.has(from)) folderGraph.set(from, new Set());
  for (const target of targets) if (nodeOf(target) !== from) folderGraph.get(from).add(nodeOf(target));
}

const problems = [
  ...circles(fileGraph).map((group) => `modules import each other in a circle:\n  ${group.join('\n  ')}`),
  ...circles(folderGraph).map((group) => `folders import each other in a circle: ${group.join(', ')}`),
];
for (const problem of problems) console.error(problem);
if (problems.length > 0) process.exit(1);
console.log(`no import circles among ${files.length} server and domain modules`);
