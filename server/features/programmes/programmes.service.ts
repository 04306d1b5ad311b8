import type { z } from 'zod';
import {
  MILEAGE_NEEDED_MESSAGE,
  type createProgrammeSchema,
  type updateProgrammeSchema,
  type WarrantyProgramme,
} from '../../../domain/warranty-programmes';
import type { Tx } from '../../db/client';
import { recordAudit } from '../../lib/audit';
import { AppError, conflict, notFound } from '../../lib/errors';
import type { StaffContext } from '../../lib/request-context';
import {
  deleteProgramme,
  findProgramme,
  insertProgramme,
  listProgrammes,
  programmeNameTaken,
  updateProgramme,
  type ProgrammeRow,
} from './programmes.queries';

type ProgrammePatch = z.output<typeof updateProgrammeSchema>;

export function toProgrammeDto(row: ProgrammeRow): WarrantyProgramme {
  const { tenantId: _tenant, createdAt, updatedAt, ...rest } = row;
  return { ...rest, createdAt: createdAt.toISOString(), updatedAt: updatedAt.toISOString() };
}

async function assertNameFree(tx: Tx, tenantId: number, name: string, exceptId?: number) {
  if (await programmeNameTaken(tx, tenantId, name, exceptId))
    throw conflict(`A programme named ${name} already exists`, 'name');
}

/** A treadwear programme warrants a mileage: checked on the programme as a change leaves it. */
function assertTerms(programme: Pick<ProgrammeRow, 'basis' | 'mileageWarranty'>) {
  if (programme.basis === 'treadwear' && programme.mileageWarranty === null)
    throw new AppError('VALIDATION_ERROR', MILEAGE_NEEDED_MESSAGE, {
      mileageWarranty: [MILEAGE_NEEDED_MESSAGE],
    });
}

export async function listProgrammePage(ctx: StaffContext) {
  return ctx.inTenant(async (tx) => (await listProgrammes(tx, ctx.tenantId)).map(toProgrammeDto));
}

export async function getProgramme(ctx: StaffContext, id: number) {
  return ctx.inTenant(async (tx) => {
    const row = await findProgramme(tx, ctx.tenantId, id);
    if (!row) throw notFound('Warranty programme');
    return toProgrammeDto(row);
  });
}

export async function createProgramme(ctx: StaffContext, input: z.output<typeof createProgrammeSchema>) {
  return ctx.inTenant(async (tx) => {
    assertTerms(input);
    await assertNameFree(tx, ctx.tenantId, input.name);
    const row = await insertProgramme(tx, ctx.tenantId, {
      ...input,
      createdAt: ctx.now,
      updatedAt: ctx.now,
    } as never);
    await recordAudit(tx, {
      tenantId: ctx.tenantId,
      userId: ctx.user.id,
      action: 'create',
      entity: 'warranty_programme',
      entityId: row.id,
    });
    return toProgrammeDto(row);
  });
}

export async function editProgramme(ctx: StaffContext, id: number, patch: ProgrammePatch) {
  return ctx.inTenant(async (tx) => {
    const current = await findProgramme(tx, ctx.tenantId, id);
    if (!current) throw notFound('Warranty programme');
    const defined = Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined));
    assertTerms({ ...current, ...defined });
    if (patch.name) await assertNameFree(tx, ctx.tenantId, patch.name, id);
    const row = await updateProgramme(tx, ctx.tenantId, id, { ...defined, updatedAt: ctx.now });
    await recordAudit(tx, {
      tenantId: ctx.tenantId,
      userId: ctx.user.id,
      action: 'update',
      entity: 'warranty_programme',
      entityId: id,
      changes: defined,
    });
    return toProgrammeDto(row);
  });
}

/** A programme no longer offered is removed; claims keep the verdict (and reasons) it gave them. */
export async function removeProgramme(ctx: StaffContext, id: number) {
  await ctx.inTenant(async (tx) => {
    const current = await findProgramme(tx, ctx.tenantId, id);
    if (!current) throw notFound('Warranty programme');
    await deleteProgramme(tx, ctx.tenantId, id);
    await recordAudit(tx, {
      tenantId: ctx.tenantId,
      userId: ctx.user.id,
      action: 'delete',
      entity: 'warranty_programme',
      entityId: id,
      changes: toProgrammeDto(current),
    });
  });
}
