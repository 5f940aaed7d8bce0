// Rules of the console's reviews: the merchant's calendar for the date filter, `low` grades, the opaque keyset
// cursor, and the summary over the branch and dates whatever grade the list shows.
import { z } from 'zod';
import {
  LOW_GRADE_MAX,
  REVIEW_GRADES,
  type ConsoleReview,
  type ReviewGradeFilter,
  type ReviewPage,
  type ReviewQuery,
} from '@dastarkhan/domain/contracts/console-reviews';
import { badRequest, notFound } from '../../errors.ts';
import type { StaffActor } from './actor.ts';
import type { ConsoleDeps } from './deps.ts';
import { listBranchNames } from './reports-repo.ts';
import * as repo from './reviews-repo.ts';

const DEFAULT_TIMEZONE = 'Asia/Tashkent';
const CURSOR_AT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

export interface ReviewsService {
  list(actor: StaffActor, query: ReviewQuery): Promise<ReviewPage>;
}

export function encodeCursor(cursor: repo.ReviewCursor): string {
  return Buffer.from(`${cursor.at}|${cursor.id}`).toString('base64url');
}

function decodeCursor(cursor: string | undefined): repo.ReviewCursor | null {
  if (!cursor) return null;
  const [at, id] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  if (!at || !CURSOR_AT.test(at) || !z.uuid().safeParse(id).success) throw badRequest('VALIDATION_ERROR', { fields: [{ path: 'cursor' }] });
  return { at, id: id as string };
}

function gradeRange(filter: ReviewGradeFilter | undefined): repo.GradeRange | null {
  if (!filter) return null;
  if (filter === 'low') return { min: 1, max: LOW_GRADE_MAX };
  return { min: Number(filter), max: Number(filter) };
}

function customerName(row: repo.ReviewRow): string | null {
  const name = [row.firstName, row.lastName].filter((part) => part && part.trim()).join(' ');
  return name || row.receiverName || null;
}

export function createReviewsService(deps: ConsoleDeps): ReviewsService {
  const { db, services } = deps;

  return {
    async list(actor, query) {
      const cursor = decodeCursor(query.cursor);
      const [merchant, branches] = await Promise.all([services.merchants.findById(actor.merchantId), listBranchNames(db, actor.merchantId)]);
      // Another merchant's branch answers like a missing one.
      if (query.branchId && !branches.some((branch) => branch.id === query.branchId)) throw notFound('BRANCH_NOT_FOUND', { branchId: query.branchId });
      const scope: repo.ReviewScope = {
        merchantId: actor.merchantId,
        timezone: merchant?.timezone || DEFAULT_TIMEZONE,
        branchId: query.branchId,
        from: query.from,
        to: query.to,
      };

      const [rows, counts] = await Promise.all([repo.listReviews(db, scope, gradeRange(query.grade), cursor, query.limit + 1), repo.gradeCounts(db, scope)]);
      const page = rows.slice(0, query.limit);
      const grades = await repo.listProductGrades(
        db,
        actor.merchantId,
        page.map((row) => row.orderId),
      );

      const reviews: ConsoleReview[] = page.map((row) => ({
        id: row.id,
        order: { id: row.orderId, number: row.orderNumber },
        branch: { id: row.branchId, name: row.branchName },
        customer: { name: customerName(row), phone: row.phone },
        grade: row.grade,
        comment: row.comment,
        createdAt: new Date(row.cursorAt).toISOString(),
        products: grades
          .filter((grade) => grade.orderId === row.orderId)
          .map((grade) => ({ productId: grade.productId, name: grade.name, grade: grade.grade, comment: grade.comment })),
      }));

      const countOf = new Map(counts.map((row) => [row.grade, row.count]));
      const count = counts.reduce((sum, row) => sum + row.count, 0);
      const total = counts.reduce((sum, row) => sum + row.grade * row.count, 0);
      const last = page.at(-1);
      return {
        summary: {
          count,
          average: count === 0 ? null : Math.round((total / count) * 100) / 100,
          byGrade: REVIEW_GRADES.map((grade) => ({ grade, count: countOf.get(grade) ?? 0 })),
        },
        reviews,
        nextCursor: rows.length > query.limit && last ? encodeCursor({ at: last.cursorAt, id: last.id }) : null,
        timezone: scope.timezone,
        branchOptions: branches.filter((branch) => !branch.deleted).map((branch) => ({ id: branch.id, name: branch.name })),
      };
    },
  };
}
