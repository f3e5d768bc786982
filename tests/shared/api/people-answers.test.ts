// Issue #33: the impersonation, notifications and supplier answers read by their declared schemas
// (shared/domain/{impersonation,notifications,supplier}/models.ts), by the shape rule of shape.ts.
import { describe, expect, it } from 'vitest';
import { isMissingModelError } from '../../../shared/api/http/errors';
import { impersonationApi } from '../../../shared/api/impersonation-api';
import { notificationsApi } from '../../../shared/api/notifications-api';
import { supplierApi } from '../../../shared/api/supplier-api';
import { useOneAnswerApi } from '../../support/one-answer-api';

const { answer, failure } = useOneAnswerApi();

describe('impersonation answers', () => {
  it('a search: null is nothing found; entries without an Id (users: or an e-mail address) are dropped', async () => {
    await expect(impersonationApi.searchUsers('ka', '')).resolves.toEqual({ customers: [], users: [], locationId: '' });
    answer({
      Customers: [{ Id: 512036, City: 'Aarhus' }, { Name: 'no id' }, 'text'],
      Users: [
        { Id: 'U1', EmailAddress: 'a@b.dk', CustomerId: 512036, IsPunchOutUser: 'yes' },
        { Id: 'U2', Name: 'No e-mail' },
      ],
      LocationId: 7,
    });
    await expect(impersonationApi.searchUsers('ka', '')).resolves.toEqual({
      customers: [{ Id: '512036', Name: '512036', City: 'Aarhus', IsPunchOut: false }],
      users: [{ Id: 'U1', EmailAddress: 'a@b.dk', Name: 'a@b.dk', CustomerId: '512036', IsPunchOutUser: false }],
      locationId: '7',
    });
  });

  it('a list where an object is expected, or an object where a list is, is a wrong-shape error', async () => {
    answer([]);
    expect(isMissingModelError(await failure(impersonationApi.searchUsers('ka', '')))).toBe(true);
    answer({ Id: 'C1' });
    expect(isMissingModelError(await failure(impersonationApi.findCustomers('ka')))).toBe(true);
  });

  it('single sign-ons without an Id are dropped; one without a Name shows its Id', async () => {
    answer([{ Id: 3 }, { Name: 'no id' }]);
    await expect(impersonationApi.singleSignOns('U1', 'C1')).resolves.toEqual([{ Id: '3', Name: '3' }]);
  });

  it('the user for the banner is required; a Customer of another kind reads as none', async () => {
    expect(isMissingModelError(await failure(impersonationApi.actingFor()))).toBe(true);
    answer({ IsImpersonated: true, Name: 'Ann', Customer: ['x'] });
    await expect(impersonationApi.actingFor()).resolves.toEqual({
      impersonated: true,
      name: 'Ann',
      emailAddress: '',
      customerName: '',
    });
  });
});

describe('notifications answers', () => {
  it('the lists are required; each is sorted by Position, read by the list it came in, without entries lacking an Id', async () => {
    expect(isMissingModelError(await failure(notificationsApi.lists()))).toBe(true);
    answer({
      Unread: [
        { Id: 'B', Position: 2, IsRead: true },
        { Id: 'A', Position: 1 },
        { Title: 'no id', Position: 0 },
      ],
      Promoted: null,
    });
    const lists = await notificationsApi.lists();
    expect(lists.unread?.map((n) => [n.Id, n.IsRead])).toEqual([
      ['A', false],
      ['B', false],
    ]);
    expect(lists).toMatchObject({ read: [], promoted: [], unreadCount: 2 });
  });

  it('the promoted answer knows no read or unread list; the count falls back to the promoted ones', async () => {
    answer({ Promoted: [{ Id: 1, Title: 'Hi', IsPromoted: true }] });
    await expect(notificationsApi.promoted()).resolves.toMatchObject({
      read: null,
      unread: null,
      promoted: [{ Id: '1', Title: 'Hi', Text: '', Created: '', IsPromoted: true, IsRead: false }],
      unreadCount: 1,
    });
  });
});

describe('supplier answers', () => {
  it('customers: null is none; entries without an Id are dropped; the city is the address’s', async () => {
    await expect(supplierApi.customers()).resolves.toEqual([]);
    answer([
      { Id: 512036, Name: 'Nordlys', Address: { City: 'Aarhus' } },
      { Id: 'C2', Address: 'x' },
      { Name: 'no id' },
    ]);
    await expect(supplierApi.customers()).resolves.toEqual([
      { Id: '512036', Name: 'Nordlys', City: 'Aarhus' },
      { Id: 'C2', Name: '', City: '' },
    ]);
  });

  it("a change's answer: null or another kind names nothing (the server has changed the customer: the page reloads)", async () => {
    await expect(supplierApi.changeCustomer('C2', null)).resolves.toBe('');
    answer({ RedirectUrl: '/start' });
    await expect(supplierApi.changeCustomer('C2', null)).resolves.toBe('/start');
    answer([]);
    await expect(supplierApi.changeCustomer('C2', null)).resolves.toBe('');
    answer('x');
    await expect(supplierApi.changeCustomer('C2', null)).resolves.toBe('');
  });
});
