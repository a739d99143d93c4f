import { ApiError, ErrorCode } from './errors';

/** The JSON body, or a 400 with the one malformed-JSON message of the API. */
export async function readJson(request: Request): Promise<unknown> {
  try {
    return await request.json();
  } catch {
    throw new ApiError(400, ErrorCode.MALFORMED_JSON, 'The request body must be valid JSON sent as application/json');
  }
}
