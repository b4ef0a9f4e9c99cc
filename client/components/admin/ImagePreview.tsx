import { Image, type ImageProps } from '@chakra-ui/react';
import { useEffect, useState } from 'react';

/** A preview of a stored or chosen image, hidden when it fails to load (spec: document cover, application icon). */
export function ImagePreview({ src, alt, ...props }: { src: string | null | undefined; alt: string } & Omit<ImageProps, 'src' | 'alt'>) {
  const [failed, setFailed] = useState(false);
  useEffect(() => setFailed(false), [src]);
  if (!src || failed) return null;
  return (
    <Image
      src={src}
      alt={alt}
      onError={() => setFailed(true)}
      maxH="40"
      objectFit="contain"
      borderRadius="md"
      borderWidth="1px"
      bg="white"
      {...props}
    />
  );
}

/** The object URL of a chosen file while it is shown, released afterwards. */
export function useObjectUrl(file: File | null | undefined): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) return setUrl(null);
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url;
}
