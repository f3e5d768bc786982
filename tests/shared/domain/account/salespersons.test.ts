import { describe, expect, it } from 'vitest';
import {
  consultantTypeWords,
  knownConsultantType,
  mailtoHref,
  telHref,
} from '../../../../shared/domain/account/salespersons';
import type { AccountUser } from '../../../../shared/domain/account/models';
import { sortUsers, userName, withUser } from '../../../../shared/domain/account/users';

describe('sales persons: ConsultantType as a readable role, contact links (SPEC 3)', () => {
  it('knows the four types the server sends', () => {
    expect(['FieldSales', 'TeleSales', 'KeyAccount', 'Culinary'].map(knownConsultantType)).toEqual([
      'FieldSales',
      'TeleSales',
      'KeyAccount',
      'Culinary',
    ]);
    expect(knownConsultantType('ProductSpecialist')).toBeNull();
  });

  it('shows any other type as words, never as a code', () => {
    expect(consultantTypeWords('ProductSpecialist')).toBe('Product specialist');
    expect(consultantTypeWords('inside_sales')).toBe('inside sales');
    expect(consultantTypeWords('')).toBe('');
  });

  it('makes tel: and mailto: addresses, or none', () => {
    expect(telHref('+45 70 24 99 16')).toBe('tel:+4570249916');
    expect(telHref('70-24 99 16')).toBe('tel:70249916');
    expect(telHref('n/a')).toBeNull();
    expect(mailtoHref(' lars.kristensen@grossisten.dk ')).toBe('mailto:lars.kristensen@grossisten.dk');
    expect(mailtoHref('lars?cc=evil@x.dk')).toBeNull();
    expect(mailtoHref('')).toBeNull();
  });
});

const user = (Id: string, FirstName: string, LastName: string, CustomerIds = ['512034']): AccountUser => ({
  Id,
  EmailAddress: `${FirstName.toLowerCase()}@kantinen.dk`,
  Information: { FirstName, LastName, PhoneNumber: '', JobTitle: '' },
  IsPunchOutUser: false,
  CustomerIds,
});

describe('the users list follows a change without a reload', () => {
  const list = sortUsers([user('U1002', 'Jens', 'Nielsen'), user('U1003', 'Anne', 'Hansen')]);

  it('is in name order, an added user in its place', () => {
    expect(list.map(userName)).toEqual(['Anne Hansen', 'Jens Nielsen']);
    expect(withUser(list, user('U1014', 'Bo', 'Holm')).map(userName)).toEqual([
      'Anne Hansen',
      'Bo Holm',
      'Jens Nielsen',
    ]);
  });

  it('replaces a changed user in place (an assignment adds a company)', () => {
    const next = withUser(list, user('U1002', 'Jens', 'Nielsen', ['512034', '512036']));
    expect(next).toHaveLength(2);
    expect(next.find((u) => u.Id === 'U1002')?.CustomerIds).toEqual(['512034', '512036']);
  });

  it('names a user without a name by the e-mail address', () => {
    expect(userName({ ...user('U9', '', ''), EmailAddress: 'x@y.dk' })).toBe('x@y.dk');
  });
});
