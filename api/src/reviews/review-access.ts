import { eq } from 'drizzle-orm';
import { hasAccess } from '#domain/accounts/access';
import { mayPerform } from '#domain/accounts/operation-permissions';
import type { Viewer } from '../accounts';
import { companyReach, isCompanyStaff, parseId } from '../companies';
import type { Executor } from '../db';
import { notFound } from '../shared/errors';
import type { ReviewViewer } from './review-json';
import { reviews, type ReviewRow } from './review.table';

/** Who reads their own company's reviews at /customer/reviews: customers. */
const READS_OWN_REVIEWS = ['ROLE_LEAD_CUSTOMER'] as const;

export interface ReviewReach extends ReviewViewer {
  /** Companies whose reviews the viewer reads (staff: all, marked by `staff`). */
  readFor: ReadonlySet<number>;
}

/** Staff read and moderate every review; a customer reads its companies' reviews and replies for them. */
export async function reviewReach(db: Executor, viewer: Viewer): Promise<ReviewReach> {
  const staff = isCompanyStaff(viewer);
  const reads = hasAccess(viewer.roles, READS_OWN_REVIEWS);
  const own = reads ? (await companyReach(db, viewer)).all : new Set<number>();
  const replyFor = mayPerform(viewer.roles, 'workAssignedLeads') ? own : new Set<number>();
  return { staff, readFor: own, replyFor };
}

/** May the viewer see this review: staff always, the company while it is not deleted. */
export function mayRead(reach: ReviewReach, review: Pick<ReviewRow, 'companyId' | 'status'>) {
  if (reach.staff) return true;
  return reach.readFor.has(review.companyId) && review.status !== 'deleted';
}

/** The review when the viewer may see it; the 404 of a missing review otherwise. */
export async function reviewFor(
  db: Executor,
  viewer: Viewer,
  rawId: unknown,
  lock = false,
): Promise<{ review: ReviewRow; reach: ReviewReach }> {
  const reach = await reviewReach(db, viewer);
  const query = db
    .select()
    .from(reviews)
    .where(eq(reviews.id, parseId(rawId)));
  const [review] = lock ? await query.for('update') : await query;
  if (!review || !mayRead(reach, review)) throw notFound();
  return { review, reach };
}
