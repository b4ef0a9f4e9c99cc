// The file types each kind of upload accepts, by extension. Browser-safe: the admin's file
// inputs offer the same list the server enforces (server/files/storage.ts).
export const IMAGE_TYPES = ['jpg', 'jpeg', 'png', 'webp', 'gif', 'avif'] as const;
export const DOCUMENT_TYPES = ['pdf', 'doc', 'docx', 'xls', 'xlsx', 'ppt', 'pptx', 'zip', 'rar'] as const;
export const APPLICATION_TYPES = ['exe', 'msi', 'zip', 'rar', 'dmg', 'pkg'] as const;
/** A product's downloadable files: documents and images. */
export const PRODUCT_FILE_TYPES = [...DOCUMENT_TYPES, ...IMAGE_TYPES] as const;
