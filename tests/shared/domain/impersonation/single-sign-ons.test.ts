import { describe, expect, it } from 'vitest';
import { beginPayload } from '../../../../shared/domain/impersonation/begin-payload';
import type { ImpersonationUser } from '../../../../shared/domain/impersonation/models';
import { SSO_LIST_LENGTH, visibleSingleSignOns } from '../../../../shared/domain/impersonation/single-sign-ons';

const signOns = (n: number) => Array.from({ length: n }, (_, i) => ({ Id: `SSO-${i + 1}`, Name: `Kitchen ${i + 1}` }));

describe('single sign-ons shown (SPEC 9: SSO list length 10)', () => {
  it('shows at most 10 and says how many more there are', () => {
    expect(SSO_LIST_LENGTH).toBe(10);
    const { shown, more } = visibleSingleSignOns(signOns(12));
    expect(shown.map((s) => s.Id)).toEqual(signOns(10).map((s) => s.Id));
    expect(more).toBe(2);
  });

  it('10 or fewer are all shown, with nothing more', () => {
    expect(visibleSingleSignOns(signOns(10))).toEqual({ shown: signOns(10), more: 0 });
    expect(visibleSingleSignOns(signOns(3))).toEqual({ shown: signOns(3), more: 0 });
    expect(visibleSingleSignOns([])).toEqual({ shown: [], more: 0 });
  });
});

describe('impersonation begin payload (SPEC 3: EmailAddress, CustomerId, PunchOutSingleSignOnId)', () => {
  const user: ImpersonationUser = {
    Id: 'U1008',
    EmailAddress: 'thomas.larsen@aarhus.dk',
    Name: 'Thomas Larsen',
    CustomerId: '512037',
    IsPunchOutUser: true,
  };

  it('a whole customer sends its id and no e-mail address', () => {
    expect(
      beginPayload({
        kind: 'customer',
        customer: { Id: '512034', Name: 'Kantinen', City: 'Aarhus C', IsPunchOut: false },
      }),
    ).toEqual({ EmailAddress: '', CustomerId: '512034', PunchOutSingleSignOnId: '' });
  });

  it('a user sends their address with the customer they were found under (not their default one)', () => {
    expect(beginPayload({ kind: 'user', user, customerId: '512036' })).toEqual({
      EmailAddress: 'thomas.larsen@aarhus.dk',
      CustomerId: '512036',
      PunchOutSingleSignOnId: '',
    });
  });

  it('a single sign-on adds its id', () => {
    expect(
      beginPayload({
        kind: 'single-sign-on',
        user,
        customerId: '512037',
        singleSignOn: { Id: 'SSO-7781', Name: 'Nord' },
      }),
    ).toEqual({ EmailAddress: 'thomas.larsen@aarhus.dk', CustomerId: '512037', PunchOutSingleSignOnId: 'SSO-7781' });
  });
});
