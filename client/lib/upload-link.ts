// The multipart link (file uploads: the admin's forms and media library), in a chunk of its own that loads with the
// first operation sending a file: the public pages never send one and do not carry it.
import type { ApolloLink } from '@apollo/client';
import UploadHttpLink from 'apollo-upload-client/UploadHttpLink.mjs';
import { uploadFetch } from './upload-fetch';

export const createUploadLink = (options: { uri: string; headers: Record<string, string> }): ApolloLink =>
  new UploadHttpLink({ ...options, fetch: uploadFetch });
