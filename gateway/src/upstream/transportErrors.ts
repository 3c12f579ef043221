import { AxiosError } from 'axios';
import type { ClientRequest } from 'node:http';
import { ErrorCode, gatewayError } from '../errors.ts';
import { badResponse, type LegacyResponse } from './exchange.ts';

/** A connection closed by the server before it answered a single byte, on a socket that had served before. */
export function isStaleConnection(error: unknown): boolean {
  if (!(error instanceof AxiosError) || error.response) return false;
  const request = error.request as ClientRequest | undefined;
  return (
    Boolean(request?.reusedSocket) &&
    (error.code === 'ECONNRESET' || error.code === 'EPIPE' || /socket hang up/i.test(error.message))
  );
}

/** A failure of the sending as a stable error code; an answer that came with one is passed on to be read. */
export function transportError(error: unknown, deadline: AbortSignal): LegacyResponse {
  if (
    deadline.aborted ||
    (error instanceof AxiosError && (error.code === AxiosError.ECONNABORTED || error.code === AxiosError.ETIMEDOUT))
  ) {
    throw gatewayError(ErrorCode.UPSTREAM_TIMEOUT, 'The legacy API did not answer in time');
  }
  if (error instanceof AxiosError) {
    if (error.response) return error.response;
    if (error.code === AxiosError.ERR_BAD_RESPONSE || /maxContentLength/.test(error.message)) badResponse();
    throw gatewayError(ErrorCode.UPSTREAM_UNAVAILABLE, 'The legacy API cannot be reached');
  }
  throw error;
}
