/**
 * The translations resource (spec 2 §3 translation administration): one language's translations are GET
 * TranslationAdmin/Translations?languageId= (filter.languageId), a new one POST and a change PUT
 * TranslationAdmin/Translation. A record's id is the translation's own; the language travels in the record.
 */
import { A1 } from '@a1/shared';
import { a1Call } from '../a1Client';
import { callOptions, type ResourceCalls } from './types';

interface Fields {
  languageId: number;
  keyId: number;
  value: string;
  isEnabled: boolean;
}

export const translations: ResourceCalls = {
  async getList(params) {
    const { languageId } = (params.filter ?? {}) as { languageId?: number };
    if (!languageId) return { data: [], total: 0 };
    const rows = await a1Call(A1.translationAdminTranslations, { query: { languageId } }, callOptions(params));
    return { data: rows, total: rows.length };
  },
  async create(params) {
    const { languageId, keyId, value } = params.data as Fields;
    const body = { languageId, keyId, value: value.trim() };
    return { data: await a1Call(A1.translationAdminTranslationAdd, { body }, callOptions(params)) };
  },
  async update(params) {
    const { languageId, value, isEnabled } = params.data as Fields;
    const body = { id: Number(params.id), languageId, value: value.trim(), isEnabled };
    return { data: await a1Call(A1.translationAdminTranslationUpdate, { body }, callOptions(params)) };
  },
};
