import { describe, expect, it } from 'vitest';
import { latestCasesFirst } from '../../../../shared/domain/customer-cases/latest-cases';
import type { CustomerCase } from '../../../../shared/domain/customer-cases/models';

const customerCase = (Id: string, Created: string): CustomerCase => ({
  Id,
  Created,
  DeliveryDay: '2025-11-20',
  DeliveryDayText: 'Torsdag',
  TimeSpanFrom: '06:00:00',
  TimeSpanTo: '09:00:00',
  Status: 'Open',
  Products: [],
});

describe('latest customer cases, newest first', () => {
  it('orders the cases by creation, newest first, whatever order the server sent', () => {
    const cases = [
      customerCase('old', '2025-10-01T12:46:00'),
      customerCase('newest', '2025-11-20T06:32:00'),
      customerCase('middle', '2025-11-20T06:31:59'),
    ];
    expect(latestCasesFirst(cases).map((c) => c.Id)).toEqual(['newest', 'middle', 'old']);
  });

  it("keeps the server's order for cases of the same moment, and puts unreadable dates last", () => {
    const cases = [
      customerCase('no date', ''),
      customerCase('a', '2025-11-01'),
      customerCase('bad date', 'yesterday'),
      customerCase('b', '2025-11-01T00:00:00'),
      customerCase('newer', '2025-11-02'),
    ];
    expect(latestCasesFirst(cases).map((c) => c.Id)).toEqual(['newer', 'a', 'b', 'no date', 'bad date']);
  });

  it('does not change the list it was given', () => {
    const cases = [customerCase('old', '2025-01-01'), customerCase('new', '2025-02-01')];
    latestCasesFirst(cases);
    expect(cases.map((c) => c.Id)).toEqual(['old', 'new']);
  });
});
