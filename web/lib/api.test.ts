import { describe, expect, it } from 'vitest';
import { HttpError } from './api';

describe('HttpError', () => {
  it("carries the server's error code from an error body", () => {
    const error = new HttpError(
      409,
      '{"message":"That record already exists","code":"CONFLICT"}',
      'Conflict',
    );
    expect(error.code).toBe('CONFLICT');
    expect(error.message).toBe('409: {"message":"That record already exists","code":"CONFLICT"}');
  });

  it('has no code when the body is not the API error shape or names an unknown code', () => {
    expect(new HttpError(502, '<html>Bad gateway</html>', 'Bad Gateway').code).toBeUndefined();
    expect(new HttpError(500, 'null', 'Internal Server Error').code).toBeUndefined();
    expect(new HttpError(400, '{"message":"x","code":"SOMETHING_ELSE"}', 'Bad Request').code).toBeUndefined();
  });
});
