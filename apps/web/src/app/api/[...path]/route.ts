import { forwardToApi } from '@/lib/api/forward-to-api';

export const dynamic = 'force-dynamic';

export const GET = forwardToApi;
export const HEAD = forwardToApi;
export const POST = forwardToApi;
// The back office's writes (decision 029).
export const PUT = forwardToApi;
export const PATCH = forwardToApi;
export const DELETE = forwardToApi;
