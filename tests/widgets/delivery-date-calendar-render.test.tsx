import { act, cleanup, render, renderHook } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deliveryCalendar } from '../../shared/domain/basket/delivery-dates';
import { initI18n } from '../../shared/i18n/i18n';
import { Calendar } from '../../widgets/delivery-date-drawer/calendar';
import { useDeliveryChoice } from '../../widgets/delivery-date-drawer/use-delivery-choice';

// Issue #35 (bench (k), choosing a date): the month grid is the drawer's heaviest render, and the drawer renders
// again as "Change delivery date" starts saving. The grid is drawn only when its dates, day or handler change.
const day = (Date: string) => ({ Date, Name: '', IsDeliverable: true, DayOfWeek: 0, Text: '' });
const dates = deliveryCalendar({
  Dates: [day('2025-11-24'), day('2025-11-26'), day('2025-12-01')],
  PreSalePeriods: [],
});

beforeEach(() => void initI18n());
afterEach(cleanup);

describe('delivery-date drawer: drawing the month grid', () => {
  it('draws the grid again only when its day changes, not when the drawer renders with the same props', () => {
    // The grid asks the calendar for every day it draws.
    const isSelectable = vi.fn(dates.isSelectable);
    const calendar = { ...dates, isSelectable };
    const onSelect = vi.fn();
    let renderDrawer = () => {};
    let select = (_day: string) => {};
    function Drawer() {
      const [, setRenders] = useState(0);
      const [selected, setSelected] = useState('2025-11-24');
      renderDrawer = () => setRenders((n) => n + 1);
      select = setSelected;
      return <Calendar calendar={calendar} selected={selected} onSelect={onSelect} />;
    }
    render(<Drawer />);
    const drawn = isSelectable.mock.calls.length;
    expect(drawn).toBeGreaterThan(0);

    act(() => renderDrawer());
    expect(isSelectable).toHaveBeenCalledTimes(drawn);

    act(() => select('2025-11-26'));
    expect(isSelectable.mock.calls.length).toBeGreaterThan(drawn);
  });

  it("hands the grid the same choose function on every render of the drawer's state", () => {
    const { result, rerender } = renderHook(({ open }) => useDeliveryChoice(open, () => {}), {
      initialProps: { open: false },
    });
    const choose = result.current.choose;
    act(() => result.current.choose('2025-11-26'));
    rerender({ open: false });
    expect(result.current.choose).toBe(choose);
  });
});
