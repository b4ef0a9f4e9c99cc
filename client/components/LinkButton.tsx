import { Button, type ButtonProps } from '@chakra-ui/react';

export type LinkButtonProps = Omit<ButtonProps, 'asChild' | 'type'>;

/**
 * A link (its one child: <a> or a router Link) drawn as a button. Chakra's Button gives its element type="button",
 * which asChild would pass on to the link: an attribute a link must not carry with that value (invalid HTML).
 */
export function LinkButton(props: LinkButtonProps) {
  return <Button {...props} asChild type={undefined} />;
}
