// What the site's cards show alike: a date, a version, a download link.
import { Badge, HStack, VisuallyHidden, type BadgeProps, type StackProps } from '@chakra-ui/react';
import { CalendarDays, Download } from 'lucide-react';
import { formatSiteDate } from '../lib/format';
import { LinkButton, type LinkButtonProps } from './LinkButton';

/** A date with its calendar icon; `label` says what it is to a screen reader ('Yayın tarihi'). */
export function CardDate({ date, label, ...rest }: { date: string; label: string } & StackProps) {
  return (
    <HStack gap="1.5" {...rest}>
      <CalendarDays size={16} aria-hidden="true" />
      <VisuallyHidden>{label}</VisuallyHidden>
      <time dateTime={date}>{formatSiteDate(date)}</time>
    </HStack>
  );
}

/** A version badge; a record without one shows v1.0 (the server's default for documents). */
export function VersionBadge({ version, label, ...rest }: { version: string | null | undefined; label: string } & BadgeProps) {
  return (
    <Badge colorPalette="brand" variant="subtle" {...rest}>
      <VisuallyHidden>{label}</VisuallyHidden>
      {version || 'v1.0'}
    </Badge>
  );
}

/** A file's download button: its visible label, and what it downloads for a screen reader. */
export function DownloadLink({
  href,
  label,
  suffix,
  fileName,
  primary = true,
  ...rest
}: { href: string; label: string; suffix: string; fileName?: string; primary?: boolean } & Omit<LinkButtonProps, 'children'>) {
  return (
    <LinkButton colorPalette="brand" variant={primary ? 'solid' : 'outline'} {...rest}>
      <a href={href} download={fileName ?? true}>
        <Download size={18} aria-hidden="true" />
        <span>{label}</span>
        <VisuallyHidden>{suffix}</VisuallyHidden>
      </a>
    </LinkButton>
  );
}
