import type { ComponentProps, MouseEvent } from 'react';

/**
 * A tab that is a link to the page with it chosen (rendered by the server): without the page's script a tab still
 * shows its panel; with it, `onChoose` chooses it in place and the link is not followed (a new tab or window still
 * opens it). Put in a Tabs.Trigger with `asChild`, whose Tabs.Root says `navigate={null}` (Zag would follow a chosen
 * link tab) and is controlled by `onChoose`. The trigger's type="button" is dropped: an `a`'s type is a media type.
 */
export function TabLink({ type: _button, onChoose, onClick, ...props }: ComponentProps<'a'> & { onChoose: () => void }) {
  const choose = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!(event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0)) {
      event.preventDefault();
      onChoose();
    }
    // The trigger's own handler, which a prevented click leaves alone.
    onClick?.(event);
  };
  return <a {...props} onClick={choose} />;
}
