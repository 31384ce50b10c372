import { useMutation } from '@tanstack/react-query';
import { sendJson } from '@broker/shared/api';
import { API_PATHS, registerDatasourceResponseSchema, type RegisterDatasourceRequest } from '@broker/shared/contracts';
import { authKeys } from '../../../api/query-keys';

/** The resident's data-source choice (sharing app or bank-ID), before the password (§4). */
export function setRegisterDatasource(body: RegisterDatasourceRequest) {
  return sendJson('api', 'post', API_PATHS.registerDatasource, body, registerDatasourceResponseSchema);
}

export function useSetRegisterDatasource() {
  return useMutation({ mutationKey: authKeys.datasource(), mutationFn: setRegisterDatasource });
}
