import type { CurrentUser, DashboardResponse } from '@roundtrip/core';
import { useSyncExternalStore } from 'react';

/** The signed-in user: the token gives id, store and email; the dashboard call fills the rest. */
type SessionUser = Partial<CurrentUser>;

export type ToastAction = { content: string; onAction: () => void };
type ToastRequest = { message: string; error?: boolean; action?: ToastAction; duration?: number };
type ErrorModal = { open: boolean; title: string; message: string };
type ConnectedStore = Record<string, unknown>;

export type AppState = {
  user: SessionUser;
  isAuthenticated: boolean;
  store_logo: string;
  errors: Record<string, unknown>;
  loading: boolean;
  dashboard: DashboardResponse | null;
  KeepShowingDashboardSteps: boolean;
  showHotKeyDialog: boolean;
  showToast: boolean;
  toastError: boolean;
  toastMsg: string;
  /** Action, duration and a sequence number so the same message shown twice is two toasts. */
  toastOptions: { action?: ToastAction; duration?: number; seq: number };
  errorModal: ErrorModal;
  showTopupBanner: boolean;
  showFreetrialBanner: boolean;
  enabledServices: string[];
  connectedStores: { storeList: ConnectedStore[]; totalStores: number };
  paidServices: unknown[];
  paidServicesPricing: unknown[];
  downgradePlan: { showDowngradeModal: boolean; selectedPlanData: unknown };
  accessScope: { url: string };
  userPermissions: string[];
};

export type AppAction =
  | { type: 'setUser'; payload: SessionUser }
  | { type: 'resetUser' }
  | { type: 'setStoreLogo'; payload: string }
  | { type: 'setErrors'; payload: Record<string, unknown> }
  | { type: 'clearErrors' }
  | { type: 'loadingStart' }
  | { type: 'loadingStop' }
  | { type: 'dashboardReceived'; payload: DashboardResponse }
  | { type: 'updateStoreSetup'; payload: DashboardResponse }
  | { type: 'removeStoreSetup' }
  | { type: 'toggleHotKeyDialog' }
  | { type: 'showToast'; payload: ToastRequest }
  | { type: 'dismissToast' }
  | { type: 'connectedStoresReceived'; payload: { docs: ConnectedStore[]; total: number } }
  | { type: 'openErrorModal'; payload: { title?: string; message: string } }
  | { type: 'closeErrorModal' }
  | { type: 'setTopupBanner'; payload: boolean }
  | { type: 'setFreetrialBanner'; payload: boolean }
  | { type: 'openDowngradeModal'; payload: unknown }
  | { type: 'closeDowngradeModal' }
  | { type: 'setEnabledServices'; payload: string[] }
  | { type: 'setPaidServices'; payload: unknown[] }
  | { type: 'setPaidServicesPricing'; payload: unknown[] }
  | { type: 'setAccessScope'; payload: { url: string } }
  | { type: 'setUserPermissions'; payload: string[] };

const defaultPermissions = ['setting.policy.all', 'request.all.view'];

export const initialState: AppState = {
  user: {},
  isAuthenticated: false,
  store_logo: '',
  errors: {},
  loading: false,
  dashboard: null,
  KeepShowingDashboardSteps: true,
  showHotKeyDialog: false,
  showToast: false,
  toastError: false,
  toastMsg: '',
  toastOptions: { seq: 0 },
  errorModal: { open: false, title: '', message: '' },
  showTopupBanner: false,
  showFreetrialBanner: false,
  enabledServices: [],
  connectedStores: { storeList: [], totalStores: 0 },
  paidServices: [],
  paidServicesPricing: [],
  downgradePlan: { showDowngradeModal: false, selectedPlanData: null },
  accessScope: { url: '' },
  userPermissions: defaultPermissions,
};

/** The global state's actions; pure so every rule is unit-tested without React. */
export function reducer(state: AppState, action: AppAction): AppState {
  switch (action.type) {
    case 'setUser': {
      const user = { ...state.user, ...action.payload };
      const isAuthenticated = Object.keys(action.payload).length > 0;
      const userPermissions = action.payload.permissions ?? state.userPermissions;
      return { ...state, user: isAuthenticated ? user : {}, isAuthenticated, userPermissions };
    }
    case 'resetUser':
      return { ...state, isAuthenticated: false, user: {}, paidServices: [] };
    case 'setStoreLogo':
      return { ...state, store_logo: action.payload };
    case 'setErrors':
      return { ...state, loading: false, errors: action.payload };
    case 'clearErrors':
      return { ...state, loading: false, errors: {} };
    case 'loadingStart':
      return { ...state, loading: true };
    case 'loadingStop':
      return { ...state, loading: false };
    case 'dashboardReceived':
      return { ...state, loading: false, dashboard: action.payload, store_logo: action.payload.store_logo };
    case 'updateStoreSetup':
      return { ...state, dashboard: action.payload, KeepShowingDashboardSteps: true };
    case 'removeStoreSetup':
      return { ...state, KeepShowingDashboardSteps: false };
    case 'toggleHotKeyDialog':
      return { ...state, showHotKeyDialog: !state.showHotKeyDialog };
    case 'showToast': {
      const { message, error = false, action: toastAction, duration } = action.payload;
      return {
        ...state,
        loading: false,
        showToast: true,
        toastMsg: message,
        toastError: error,
        toastOptions: { action: toastAction, duration, seq: state.toastOptions.seq + 1 },
      };
    }
    case 'dismissToast':
      return {
        ...state,
        showToast: false,
        toastMsg: '',
        toastError: false,
        toastOptions: { seq: state.toastOptions.seq },
      };
    case 'connectedStoresReceived':
      return {
        ...state,
        connectedStores: { storeList: action.payload.docs, totalStores: action.payload.total },
      };
    case 'openErrorModal':
      return {
        ...state,
        errorModal: {
          open: true,
          title: action.payload.title ?? 'Something went wrong',
          message: action.payload.message,
        },
      };
    case 'closeErrorModal':
      return { ...state, errorModal: { open: false, title: '', message: '' } };
    case 'setTopupBanner':
      return { ...state, showTopupBanner: action.payload };
    case 'setFreetrialBanner':
      return { ...state, showFreetrialBanner: action.payload };
    case 'openDowngradeModal':
      return { ...state, downgradePlan: { showDowngradeModal: true, selectedPlanData: action.payload } };
    case 'closeDowngradeModal':
      return { ...state, downgradePlan: { showDowngradeModal: false, selectedPlanData: null } };
    case 'setEnabledServices':
      return { ...state, enabledServices: action.payload };
    case 'setPaidServices':
      return { ...state, paidServices: action.payload };
    case 'setPaidServicesPricing':
      return { ...state, paidServicesPricing: action.payload };
    case 'setAccessScope':
      return { ...state, accessScope: action.payload };
    case 'setUserPermissions':
      return { ...state, userPermissions: action.payload };
  }
}

export type AppStore = {
  getState: () => AppState;
  dispatch: (action: AppAction) => void;
  subscribe: (listener: () => void) => () => void;
};

export function createStore(state: AppState = initialState): AppStore {
  let current = state;
  const listeners = new Set<() => void>();
  return {
    getState: () => current,
    dispatch(action) {
      const next = reducer(current, action);
      if (next === current) return;
      current = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The one app-wide store; tests create their own with createStore. */
export const appStore = createStore();
export const dispatch = appStore.dispatch;

export function useAppState<T>(select: (state: AppState) => T): T {
  return useSyncExternalStore(appStore.subscribe, () => select(appStore.getState()));
}
