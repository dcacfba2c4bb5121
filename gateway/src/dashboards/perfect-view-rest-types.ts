/**
 * The api's perfect view answers as REST sends them (snake_case). Aliases of the types
 * generated from the api's OpenAPI document.
 */
import type { components } from '../generated/rest-api';

type Schemas = components['schemas'];

/** @mapper PerfectView */
export type RestPerfectView = Schemas['PerfectView'];
/** @mapper PerfectViewList */
export type RestPerfectViewList = Schemas['PerfectViewList'];
/** @mapper PerfectViewMatch */
export type RestPerfectViewMatch = Schemas['PerfectViewMatch'];
/** @mapper PerfectViewMatchList */
export type RestPerfectViewMatchPage = Schemas['PerfectViewMatchPage'];
/** @mapper PerfectViewCompanyScore */
export type RestPerfectViewCompanyScore = Schemas['PerfectViewCompanyScore'];
