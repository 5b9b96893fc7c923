// The service's name and version, read from package.json: beside src/ in a checkout, two levels
// above dist/src/ in a build (the image copies it there too).
import { existsSync, readFileSync } from 'node:fs';

export interface ServiceInfo {
  name: string;
  version: string;
}

const CANDIDATES = ['../package.json', '../../package.json'];

/** The `name` and `version` of the package this module belongs to. */
export function readServiceInfo(): ServiceInfo {
  for (const candidate of CANDIDATES) {
    const file = new URL(candidate, import.meta.url);
    if (!existsSync(file)) continue;
    const { name, version } = JSON.parse(readFileSync(file, 'utf8')) as Partial<ServiceInfo>;
    if (name && version) return { name, version };
  }
  return { name: 'workgraph', version: 'unknown' };
}
