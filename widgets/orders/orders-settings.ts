import { createContext, useContext, useRef } from 'react';
import type { OrderSource } from '../../shared/domain/orders/models';
import type { Order } from '../../shared/domain/orders/models';

/** The list last shown, kept by the island so the next screen can show it while its own list loads. */
export interface ShownList {
  /** orderListKey of the request the orders answered. */
  key: string;
  orders: Order[];
  /** The address (path + query) of the list screen, for the details screen's way back. */
  href: string;
}

export interface OrdersSettingsValue {
  /** Which history the area shows: the order overview's orders or the legacy order history. */
  source: OrderSource;
  /** Shared by the screens of one island (not module state: two islands keep their own). */
  shown: { current: ShownList | null };
}

export const OrdersSettings = createContext<OrdersSettingsValue>({ source: 'orders', shown: { current: null } });

export const useOrdersSettings = () => useContext(OrdersSettings);

/** The island's holder of the last shown list. */
export const useShownListHolder = () => useRef<ShownList | null>(null);
