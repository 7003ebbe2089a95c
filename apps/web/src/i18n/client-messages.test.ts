import { STAFF_ERROR_CODES } from '@estate/domain/staff-error-codes';
import type { Messages } from 'next-intl';
import { describe, expect, it } from 'vitest';
import pl from '../../messages/pl.json';
import { clientMessages } from './client-messages';

describe('clientMessages', () => {
  it("sends the public site's codes to the browser, none of the back office's, and no back-office texts", () => {
    const sent = clientMessages(pl as unknown as Messages);
    expect(sent.errorCodes.required).toBe(pl.errorCodes.required);
    for (const code of STAFF_ERROR_CODES) expect(Object.keys(sent.errorCodes)).not.toContain(code);
    expect(Object.keys(sent)).not.toContain('backOffice');
  });
});
