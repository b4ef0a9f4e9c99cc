// The upload's state where the editor is looking: inside the save bar, which stays in view while a save runs.
import { HStack, Progress, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { UploadStatusState } from './use-upload-status';

export function UploadStatus({ status }: { status: NonNullable<UploadStatusState> }) {
  const { t } = useTranslation('admin/common');
  const sending = status.phase === 'sending';
  const percent = sending ? Math.round(status.fraction * 100) : null;
  const label = t(sending ? 'upload.sending' : 'upload.processing', { name: status.name });
  return (
    <Stack w="full" role="status" data-testid="upload-status" data-phase={status.phase}>
      {/* No value while the server works: an indeterminate bar, never a "100%" that seems stuck. */}
      <Progress.Root value={percent} size="sm" colorPalette="brand" aria-label={label} data-testid="upload-progress">
        <Stack gap="1">
          <HStack justify="space-between" fontSize="xs" color="gray.600">
            <Progress.Label>{label}</Progress.Label>
            {percent != null ? <Progress.ValueText>{percent}%</Progress.ValueText> : null}
          </HStack>
          <Progress.Track>
            <Progress.Range />
          </Progress.Track>
        </Stack>
      </Progress.Root>
    </Stack>
  );
}
