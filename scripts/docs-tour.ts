// `npm run docs:tour`: writes the README's tour and live recipe from src/tour.ts between their marker
// comments; `--check` only says whether the README is current (exit 1 when it is not).
import { readFileSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { tourSteps, type TourPart, type TourStep } from '../src/tour.js';

const README = new URL('../README.md', import.meta.url);

/** The README's generated blocks: marker name and the parts of the tour it shows. */
const BLOCKS: ReadonlyArray<{ marker: string; parts: TourPart[] }> = [
  { marker: 'tour', parts: ['read', 'write'] },
  { marker: 'tour-live', parts: ['live'] },
];

/** One step: its title and sentence, then its operation (a step that repeats an earlier one names it). */
function renderStep(step: TourStep, index: number, shown: Set<string>): string {
  const heading = `${index + 1}. **${step.title}.** ${step.about}`;
  if (shown.has(step.name)) return heading;
  shown.add(step.name);
  return `${heading}\n\n   \`\`\`graphql\n${step.query.replace(/^/gm, '   ').replace(/^ +$/gm, '')}\n   \`\`\``;
}

/** The heading a part starts with inside its block, if any. */
const PART_HEADINGS: Record<TourPart, string | null> = { read: null, write: '### Write something', live: null };

/** The Markdown of one block: each part's steps numbered from 1, under the part's heading. */
export function renderBlock(parts: TourPart[], shown = new Set<string>()): string {
  return parts
    .map((part) => {
      const steps = tourSteps(part).map((step, i) => renderStep(step, i, shown));
      const heading = PART_HEADINGS[part];
      return [...(heading ? [heading] : []), ...steps].join('\n\n');
    })
    .join('\n\n');
}

/** The README with every block replaced by what src/tour.ts says. */
export function renderReadme(readme: string): string {
  const shown = new Set<string>();
  let text = readme;
  for (const { marker, parts } of BLOCKS) {
    const start = `<!-- ${marker}:start (generated from src/tour.ts by npm run docs:tour) -->`;
    const end = `<!-- ${marker}:end -->`;
    const from = text.indexOf(start);
    const to = text.indexOf(end);
    if (from < 0 || to < from) throw new Error(`README.md has no "${start}" ... "${end}" block`);
    text = `${text.slice(0, from + start.length)}\n\n${renderBlock(parts, shown)}\n\n${text.slice(to)}`;
  }
  return text;
}

/** Whether the README on disk is what `npm run docs:tour` would write. */
export function readmeIsCurrent(readme = readFileSync(README, 'utf8')): boolean {
  return renderReadme(readme) === readme;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const readme = readFileSync(README, 'utf8');
  if (process.argv.includes('--check')) {
    if (!readmeIsCurrent(readme)) {
      console.error('README.md: the tour differs from src/tour.ts; run npm run docs:tour');
      process.exitCode = 1;
    }
  } else {
    writeFileSync(README, renderReadme(readme));
  }
}
