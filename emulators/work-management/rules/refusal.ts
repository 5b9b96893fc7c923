// A rule's refusal of a request: the HTTP status and the work-management errorCode it answers
// with (the shared code table of the project, taken from the vendor's error code list), and a message.
export interface Refusal {
  refused: true;
  status: number;
  errorCode: number;
  message: string;
}

export function refuse(errorCode: number, message: string, status = 400): Refusal {
  return { refused: true, status, errorCode, message };
}

export function isRefusal(value: unknown): value is Refusal {
  return typeof value === 'object' && value !== null && (value as { refused?: unknown }).refused === true;
}
