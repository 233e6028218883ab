import { z } from 'zod';

// POST /api/v1/uploads/image, the local image store, in Cloudinary's upload shape (architecture
// §2): multipart `file` (plus `upload_preset` and `cloud_name`, which the local store ignores).

/** Both addresses of the stored image; a client takes secure_url first. */
export const uploadAnswerSchema = z.object({ url: z.string(), secure_url: z.string() });
export type UploadAnswer = z.infer<typeof uploadAnswerSchema>;
