import { f } from '../../../page-context/widget-fields';

/**
 * The `choice` prop of the campaign placeholders (shared/domain/campaigns/campaign-choice.ts). A
 * `-fields.ts` file: the production build strips its descriptions like a meta.ts's.
 */
export const placeholderChoiceField = f.oneOf(['weighted', 'placeholder'], {
  description:
    '"weighted": picked here from the page\'s campaigns by priority, kept until the selection resets; ' +
    '"placeholder": the server picks the campaign for this placeholder.',
  default: 'weighted',
});

/** The same for the islands that can show any group's campaign (a banner, a tile): also the page's single campaign. */
export const tileChoiceField = f.oneOf(['weighted', 'placeholder', 'page'], {
  description:
    '"weighted": picked here from the page\'s campaigns by priority, kept until the selection resets; ' +
    '"placeholder": the server picks the campaign for this placeholder; "page": the server\'s single campaign for this page.',
  default: 'weighted',
});
