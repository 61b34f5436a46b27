// Web Push handlers are added by the push feature.
export {};
