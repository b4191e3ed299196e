/**
 * What changed on an unread ticket, as a person reads it ("Lane changed, New comment"), not the stored codes
 * (LANE,COMMENT: spec 3 unreadFields). The notifications list and Home show it.
 */
import { useCallback } from 'react';
import { useTranslate } from 'react-admin';
import { unreadFieldsOf } from '@a1/shared/rules/ticketing/index';

export function useUnreadChanges(): (unreadFields: string) => string {
  const translate = useTranslate();
  return useCallback(
    (unreadFields: string) =>
      unreadFieldsOf({ unread: true, unreadFields })
        .map((field) => translate(`a1.ticketing.unread.${field}`))
        .join(', '),
    [translate],
  );
}
