import { useStore } from '@nanostores/react';
import type { Infer } from '../../page-context/fields';
import { $pageContext } from '../../shared/context/page-context';
import type { meta } from './meta';
import { useScrollToFromAddress } from './use-scroll-to';
import { useStickyClass } from './use-sticky-class';

type Props = Infer<typeof meta.props>;

/** A page-behaviour island: renders nothing, only wires the sticky header and ScrollTo (SPEC 2, 4, 9). */
export function StickyHeader({ target, className, headerHeight, breadcrumb }: Props) {
  const { useNewNavigation } = useStore($pageContext);
  useStickyClass(target, className, useNewNavigation);
  useScrollToFromAddress(headerHeight, breadcrumb);
  return null;
}
