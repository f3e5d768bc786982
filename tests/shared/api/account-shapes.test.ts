import { describe, expect, it } from 'vitest';
import { accountApi } from '../../../shared/api/account-api';
import { authApi } from '../../../shared/api/auth-api';
import { customerCasesApi } from '../../../shared/api/customer-cases-api';
import { customersApi } from '../../../shared/api/customers-api';
import { isMissingModelError } from '../../../shared/api/http/errors';
import { useOneAnswerApi } from '../../support/one-answer-api';

// Issue #33: the account, auth, customer and customer-case answers are read by their declarations
// (shared/domain/account, auth and customer-cases models.ts), by the shape rule of shared/lib/schema.ts.

const { answer, failure } = useOneAnswerApi();

describe('account answers', () => {
  it('a list of users drops the entries without an Id, reads a numeric Id as text and a wrong-kind part as empty', async () => {
    answer([
      { Id: 7, EmailAddress: 'a@b.dk', Information: 'x', CustomerIds: ['1', 2] },
      { EmailAddress: 'no-id@b.dk' },
      null,
    ]);
    await expect(accountApi.users('1')).resolves.toEqual([
      {
        Id: '7',
        EmailAddress: 'a@b.dk',
        Information: { FirstName: '', LastName: '', PhoneNumber: '', JobTitle: '' },
        IsPunchOutUser: false,
        CustomerIds: ['1'],
      },
    ]);
  });

  it('one user is required: null is an error, an absent Id reads as ""', async () => {
    answer(null);
    expect(isMissingModelError(await failure(accountApi.user()))).toBe(true);
    answer({ EmailAddress: 'a@b.dk' });
    await expect(accountApi.user()).resolves.toMatchObject({ Id: '', EmailAddress: 'a@b.dk' });
  });

  it('the customer: no address is null; sales persons with neither Id nor Name are dropped', async () => {
    answer({ Id: 512034, Name: 'Kantine A/S' });
    await expect(accountApi.customer('512034')).resolves.toMatchObject({ Id: '512034', Address: null });
    await expect(customersApi.current()).resolves.toMatchObject({ Id: '512034', RequireOrderReference: false });
    answer([{ Id: 'S1' }, { Name: 'Ole' }, { Title: 'nobody' }]);
    await expect(accountApi.salespersons('1')).resolves.toMatchObject([{ Id: 'S1' }, { Name: 'Ole' }]);
  });

  it('the delete answer: null names nothing, a list is an error', async () => {
    answer(null);
    await expect(accountApi.deleteUser()).resolves.toEqual({ RedirectUrl: '' });
    answer([]);
    expect(isMissingModelError(await failure(accountApi.deleteUser()))).toBe(true);
  });
});

describe('auth answers', () => {
  it('the token is usable unless the server says IsValid: false', async () => {
    answer(null);
    await expect(authApi.checkResetToken('t')).resolves.toEqual({ valid: true });
    answer({ IsValid: false });
    await expect(authApi.checkResetToken('t')).resolves.toEqual({ valid: false });
  });

  it('a redirect answer of the wrong kind is an error', async () => {
    answer('/start');
    expect(isMissingModelError(await failure(authApi.logout()))).toBe(true);
  });
});

describe('customer cases', () => {
  it('null is none; a case whose Products is not a list is dropped; a missing quantity is null', async () => {
    answer(null);
    await expect(customerCasesApi.latest()).resolves.toEqual([]);
    answer([
      { Id: 1, Products: [{ ItemNumber: 42, ItemName: 'Milk' }, 'x'] },
      { Id: 2, Products: 'none' },
    ]);
    await expect(customerCasesApi.latest()).resolves.toEqual([
      {
        Id: '1',
        Created: '',
        DeliveryDay: '',
        DeliveryDayText: '',
        TimeSpanFrom: '',
        TimeSpanTo: '',
        Status: '',
        Products: [{ ItemNumber: '42', ItemName: 'Milk', Quantity: null, Cause: '' }],
      },
    ]);
  });
});
