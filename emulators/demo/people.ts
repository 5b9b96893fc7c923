// The humans of the demo organization. Work-management users and resource-planning people are
// drawn from this one list, so that the same email joins them across backends.
import { DemoRandom } from '../kit/random.js';

export interface DemoHuman {
  index: number;
  firstName: string;
  lastName: string;
  email: string;
  title: string;
  department: string;
}

const FIRST = [
  'Ada',
  'Ben',
  'Cleo',
  'Dev',
  'Elif',
  'Farid',
  'Grace',
  'Hugo',
  'Ines',
  'Jonas',
  'Kira',
  'Luca',
  'Maya',
  'Nils',
  'Olga',
  'Pablo',
  'Quinn',
  'Rosa',
  'Sami',
  'Tara',
  'Umar',
  'Vera',
  'Wen',
  'Xavi',
  'Yara',
  'Zane',
];
const LAST = [
  'Adler',
  'Brandt',
  'Costa',
  'Dubois',
  'Evans',
  'Fischer',
  'Garcia',
  'Haddad',
  'Ivanova',
  'Jensen',
  'Kowalski',
  'Larsen',
  'Moreau',
  'Nakamura',
  'Okafor',
  'Petrov',
  'Quist',
  'Rossi',
  'Silva',
  'Tanaka',
  'Umeh',
  'Varga',
  'Weber',
  'Xu',
  'Young',
  'Zimmer',
];
const TITLES = [
  'Engineer',
  'Designer',
  'Project Manager',
  'Analyst',
  'Consultant',
  'Architect',
  'Coordinator',
  'Director',
];
const DEPARTMENTS = ['Engineering', 'Design', 'Delivery', 'Finance', 'Marketing', 'Operations'];

/** Number of humans in the demo organization. */
export const DEMO_HUMAN_COUNT = 340;
/** Humans [0, WORK_MANAGEMENT_USER_COUNT) are work-management users. */
export const WORK_MANAGEMENT_USER_COUNT = 320;
/** Humans [0, SHARED_HUMAN_COUNT) are also resource-planning people (the demo admin among them). */
export const SHARED_HUMAN_COUNT = 140;

/** Every demo human, deterministic. */
export function demoHumans(): DemoHuman[] {
  const random = new DemoRandom(7);
  const humans: DemoHuman[] = [];
  for (let index = 0; index < DEMO_HUMAN_COUNT; index++) {
    const firstName = FIRST[index % FIRST.length]!;
    const lastName = LAST[Math.floor(index / FIRST.length) % LAST.length]!;
    humans.push({
      index,
      firstName,
      lastName,
      email: `${firstName}.${lastName}${index >= FIRST.length * LAST.length ? index : ''}@example.com`.toLowerCase(),
      title: random.pick(TITLES),
      department: random.pick(DEPARTMENTS),
    });
  }
  return humans;
}

/** The resource-planning people: the first 140 work-management users, and 20 humans only there. */
export function resourcePlanningHumans(): DemoHuman[] {
  const humans = demoHumans();
  return [...humans.slice(0, SHARED_HUMAN_COUNT), ...humans.slice(WORK_MANAGEMENT_USER_COUNT)];
}
