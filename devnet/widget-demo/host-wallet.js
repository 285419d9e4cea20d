/**
 * A host page's own wallet connection for the widget's passthrough (the demo page and the playground): UniSat's
 * provider wrapped as the widget's HostWallet, following the wallet's account changes (`onChange`), as
 * docs/widget.md shows it. A classic script: it defines `window.unisatHostWallet`.
 */
window.unisatHostWallet = function unisatHostWallet(provider, address, publicKey) {
  return {
    walletType: 'unisat',
    name: 'UniSat (connected by the page)',
    account: { ordinalsAddress: address, ordinalsPubKey: publicKey, paymentAddress: address, paymentPubKey: publicKey },
    signMessage: (message, type) => provider.signMessage(message, type),
    signPsbt: (psbtHex, options) => provider.signPsbt(psbtHex, options),
    getBalance: () => provider.getBalance(),
    onChange: (listener) => {
      const accounts = (list) => listener({ type: 'accounts', accounts: list });
      provider.on('accountsChanged', accounts);
      return () => provider.removeListener('accountsChanged', accounts);
    },
  };
};
