/**
 * The api's perfect view answers as REST sends them (snake_case). Aliases of the types
 * generated from the api's OpenAPI document.
 */
import type { components } from '../generated/rest-api';

type Schemas = components['schemas'];

export type RestPerfectView = Schemas['PerfectView'];
export type RestPerfectViewList = Schemas['PerfectViewList'];
export type RestPerfectViewMatch = Schemas['PerfectViewMatch'];
export type RestPerfectViewMatchPage = Schemas['PerfectViewMatchPage'];
export type RestPerfectViewCompanyScore = Schemas['PerfectViewCompanyScore'];
