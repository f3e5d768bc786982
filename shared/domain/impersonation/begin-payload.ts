import type { BeginPayload, BeginTarget } from './models';

/**
 * SPEC 3 Impersonation begin payload for a target: a whole customer sends no e-mail address; a user
 * sends theirs with the customer it was found under (a user may act for several); a single sign-on
 * adds its id.
 */
export function beginPayload(target: BeginTarget): BeginPayload {
  switch (target.kind) {
    case 'customer':
      return { EmailAddress: '', CustomerId: target.customer.Id, PunchOutSingleSignOnId: '' };
    case 'user':
      return { EmailAddress: target.user.EmailAddress, CustomerId: target.customerId, PunchOutSingleSignOnId: '' };
    case 'single-sign-on':
      return {
        EmailAddress: target.user.EmailAddress,
        CustomerId: target.customerId,
        PunchOutSingleSignOnId: target.singleSignOn.Id,
      };
  }
}
