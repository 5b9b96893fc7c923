// Small deterministic value helpers and word lists for the resource-planning demo data.
import type { DemoRandom } from '../../kit/random.js';

export const LOCATIONS = ['Seattle', 'London', 'Berlin', 'Toronto', 'Sydney', 'Remote'];
export const ROLES = ['Junior', 'Mid-level', 'Senior', 'Lead', 'Principal'];
export const CLIENTS = [
  'Acme Corp',
  'Globex',
  'Initech',
  'Umbrella Health',
  'Stark Industries',
  'Wayne Foundation',
  'Hooli',
  'Vandelay Imports',
];
export const PROJECT_ADJECTIVES = [
  'Apollo',
  'Beacon',
  'Cobalt',
  'Delta',
  'Ember',
  'Falcon',
  'Granite',
  'Harbor',
  'Iris',
  'Juniper',
  'Keystone',
  'Lumen',
];
export const PROJECT_NOUNS = [
  'Website Relaunch',
  'Data Platform',
  'Mobile App',
  'Brand Refresh',
  'ERP Rollout',
  'Customer Portal',
  'Analytics Suite',
  'Office Move',
];
export const PHASE_NAMES = ['Discovery', 'Design', 'Build', 'Test', 'Launch'];
export const ASSIGNMENT_DESCRIPTIONS = [
  'Build wireframes',
  'Write specs',
  'Implement backend',
  'QA pass',
  'Client workshop',
  'Data migration',
  'Design review',
  'Rollout support',
];
export const SUBTASK_DESCRIPTIONS = [
  'Kick-off call',
  'Draft document',
  'Peer review',
  'Update tracker',
  'Sign-off',
  'Prepare demo',
];
export const TAG_VALUES = ['Remote', 'Mentor', 'Certified', 'Part-time', 'Sales', 'Strategic', 'Fixed fee', 'R&D'];

/** The day the demo data is anchored on (every date derives from it). */
export const DEMO_ORIGIN = new Date('2025-01-01T00:00:00Z');

/** Adds whole days to a `YYYY-MM-DD` date. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** A UTC timestamp `YYYY-MM-DDTHH:MM:SSZ` within `days` days after `start`. */
export function timestamp(random: DemoRandom, start: Date, days: number): string {
  const ms = start.getTime() + Math.floor(random.float() * days * 86_400_000);
  return new Date(Math.floor(ms / 1000) * 1000).toISOString().replace('.000Z', 'Z');
}

/** A UUID-shaped deterministic string. */
export function guid(random: DemoRandom): string {
  const hex = (n: number) => Array.from({ length: n }, () => random.int(0, 15).toString(16)).join('');
  return `${hex(8)}-${hex(4)}-4${hex(3)}-${random.pick(['8', '9', 'a', 'b'])}${hex(3)}-${hex(12)}`;
}
