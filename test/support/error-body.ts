import { httpStatusOf, isErrorCode, type ErrorCode } from '@shop/contracts';

/**
 * What is wrong with an error answer's body, or null when it is the shop's error shape (docs/rules.md §5):
 * { statusCode, error, message, code }, its code one of the catalogue's and of the status's own kind, and, when
 * `expected` is given, that very code.
 */
export function errorBodyProblem(body: unknown, status: number, expected?: ErrorCode): string | null {
  const answer = (body ?? {}) as { statusCode?: unknown; error?: unknown; message?: unknown; code?: unknown };
  if (answer.statusCode !== status || typeof answer.error !== 'string' || typeof answer.message !== 'string') {
    return 'the error body is not {statusCode, error, message, code}';
  }
  if (!isErrorCode(answer.code)) return `the error body's code ${JSON.stringify(answer.code)} is not one of the catalogue's`;
  if (httpStatusOf(answer.code) !== status) return `the code ${answer.code} is not of status ${status}`;
  if (expected && answer.code !== expected) return `the code is ${answer.code}, not ${expected}`;
  return null;
}
