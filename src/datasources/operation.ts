// The operation an upstream call is counted, traced and logged under: its path with the ids blanked,
// so that the labels stay few however many objects are read.

/** A path with its ids blanked: `/sheets/123/rows` -> `/sheets/{id}/rows`. */
export function operationOf(path: string): string {
  return path.replace(/\/[^/]*\d[^/]*(?=\/|$)/g, '/{id}');
}
