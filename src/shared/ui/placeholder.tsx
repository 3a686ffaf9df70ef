import { Placeholder as KitPlaceholder, Text } from '@telegram-apps/telegram-ui';
import type { ComponentProps } from 'react';

/**
 * telegram-ui's Placeholder, with one fix: it puts the header and the description in a definition list, so a
 * description without a header is a `<dd>` with no `<dt>` (invalid markup that screen readers misread). Without a
 * header the description is a plain paragraph of the same look.
 */
export function Placeholder({ header, description, children, ...rest }: ComponentProps<typeof KitPlaceholder>) {
  if (header !== undefined && header !== null && header !== '')
    return <KitPlaceholder header={header} description={description} children={children} {...rest} />;
  return (
    <KitPlaceholder {...rest}>
      {children}
      {description !== undefined && description !== null && description !== '' && (
        <Text Component="p" className="app-placeholder__text">
          {description}
        </Text>
      )}
    </KitPlaceholder>
  );
}
