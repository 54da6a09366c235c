"""Twelve models a user might bring, as plain PyTorch and torchvision code.

None of them is written for remat: they are imported with the documented
command (python -m remat_torch.import_torch MODULE:NAME ...), which is the
point. Each factory takes `size`: "full" is the realistic model (planned),
"tiny" a small one of the same architecture (executed by remat's CPU
lowering and compared with PyTorch). run.py lists their inputs and losses.
"""

import math

import torch
import torch.nn as nn
import torch.nn.functional as F
import torchvision.models as tvm
from torchvision.models.efficientnet import _efficientnet_conf


# --- torchvision -------------------------------------------------------------

def densenet(size="tiny"):
    """DenseNet-121; tiny: growth 4, blocks (2, 2), 8 initial features."""
    if size == "full":
        return tvm.densenet121(num_classes=1000)
    return tvm.DenseNet(growth_rate=4, block_config=(2, 2),
                        num_init_features=8, bn_size=2, num_classes=10)


def efficientnet_b0(size="tiny"):
    """EfficientNet-B0 (stochastic depth, dropout, SiLU, squeeze-excite);
    tiny: width and depth multipliers 0.25."""
    if size == "full":
        return tvm.efficientnet_b0(num_classes=1000)
    setting, last = _efficientnet_conf("efficientnet_b0", width_mult=0.25,
                                       depth_mult=0.25)
    return tvm.EfficientNet(setting, dropout=0.2, num_classes=10,
                            last_channel=last)


def squeezenet1_1(size="tiny"):
    """SqueezeNet 1.1 (in-place ReLUs, ceil-mode max pools, dropout); tiny:
    the same network for 10 classes, run on 32x32 images."""
    return tvm.squeezenet1_1(num_classes=1000 if size == "full" else 10)


def shufflenet_v2(size="tiny"):
    """ShuffleNetV2 x1.0; tiny: one unit per stage, channels 8-128."""
    if size == "full":
        return tvm.shufflenet_v2_x1_0(num_classes=1000)
    return tvm.ShuffleNetV2([1, 1, 1], [8, 16, 32, 64, 128], num_classes=10)


def vit(size="tiny"):
    """ViT-B/16; tiny: 16x16 images of 4x4 patches, 2 layers, width 16."""
    if size == "full":
        return tvm.vit_b_16(num_classes=1000)
    return tvm.VisionTransformer(image_size=16, patch_size=4, num_layers=2,
                                 num_heads=2, hidden_dim=16, mlp_dim=32,
                                 num_classes=10)


# --- nn.TransformerEncoder ---------------------------------------------------

class EncoderClassifier(nn.Module):
    """Sequence classification with nn.TransformerEncoder (dropout 0.1)."""

    def __init__(self, d, heads, ff, layers, classes):
        super().__init__()
        layer = nn.TransformerEncoderLayer(d, heads, ff, dropout=0.1,
                                           batch_first=True)
        self.encoder = nn.TransformerEncoder(layer, layers,
                                             enable_nested_tensor=False)
        self.head = nn.Linear(d, classes)

    def forward(self, x):
        return self.head(self.encoder(x).mean(1))


def transformer_encoder(size="tiny"):
    if size == "full":
        return EncoderClassifier(512, 8, 2048, 6, 10)
    return EncoderClassifier(16, 2, 32, 2, 10)


# --- Recurrent language models -----------------------------------------------

class RNNLanguageModel(nn.Module):
    """Embedding, a 2-layer LSTM or GRU with dropout between and after the
    layers, a linear decoder (PyTorch's word_language_model example)."""

    def __init__(self, cell, vocab, width, layers=2, dropout=0.2):
        super().__init__()
        self.embed = nn.Embedding(vocab, width)
        self.rnn = cell(width, width, layers, dropout=dropout,
                        batch_first=True)
        self.drop = nn.Dropout(dropout)
        self.decoder = nn.Linear(width, vocab)

    def forward(self, ids):
        out, _ = self.rnn(self.drop(self.embed(ids)))
        return self.decoder(self.drop(out))


def lstm_lm(size="tiny"):
    if size == "full":
        return RNNLanguageModel(nn.LSTM, 10000, 650)
    return RNNLanguageModel(nn.LSTM, 32, 8)


def gru_lm(size="tiny"):
    if size == "full":
        return RNNLanguageModel(nn.GRU, 10000, 650)
    return RNNLanguageModel(nn.GRU, 32, 8)


# --- LayerNorm + exact GELU + Embedding --------------------------------------

class TokenMLP(nn.Module):
    """Embedding, then blocks of LayerNorm -> Linear -> exact GELU ->
    Linear with residuals, per token."""

    def __init__(self, vocab, d, ff, blocks):
        super().__init__()
        self.embed = nn.Embedding(vocab, d)
        self.blocks = nn.ModuleList(nn.Sequential(
            nn.LayerNorm(d), nn.Linear(d, ff), nn.GELU(), nn.Linear(ff, d))
            for _ in range(blocks))
        self.norm = nn.LayerNorm(d)
        self.out = nn.Linear(d, vocab)

    def forward(self, ids):
        h = self.embed(ids)
        for block in self.blocks:
            h = h + block(h)
        return self.out(self.norm(h))


def ln_gelu(size="tiny"):
    if size == "full":
        return TokenMLP(30522, 768, 3072, 12)
    return TokenMLP(32, 16, 32, 2)


# --- View-heavy models -------------------------------------------------------

class ViewMixer(nn.Module):
    """Channel and time mixing through views: chunk, split, cat, flip, stack
    and pad, then linear layers; `inplace` writes into slices and updates
    activations in place (mul_, add_, relu_, copy_ into a view, div_)."""

    def __init__(self, channels, length, inplace):
        super().__init__()
        self.inplace = inplace
        self.mix = nn.Linear(length + 3, length)
        self.gate = nn.Linear(channels, channels)
        self.out = nn.Linear(channels * length, 10)

    def forward(self, x):                       # (N, C, L)
        a, b = x.chunk(2, dim=1)
        y = torch.cat([a, b.flip(-1)], 1)
        first, rest = y.split([1, y.shape[-1] - 1], dim=-1)
        y = torch.cat([rest, first], -1)         # rotate time by one
        y = F.pad(y, (1, 2))                     # (N, C, L + 3)
        y = self.mix(y)
        if self.inplace:
            y[:, :, :2].mul_(0.5)
            y.add_(torch.stack([a.mean(1), b.mean(1)], 1).sum(1, keepdim=True))
            y = y.relu_()
            z = torch.zeros_like(y)
            z[:, 0::2].copy_(y[:, 0::2])
            z[:, 1::2] = y[:, 1::2] * 2
            z.div_(1.5)
            y = z
        else:
            y = torch.cat([y[:, :, :2] * 0.5, y[:, :, 2:]], -1)
            y = y + torch.stack([a.mean(1), b.mean(1)], 1).sum(1, keepdim=True)
            y = F.relu(y)
            y = torch.stack([y[:, 0::2], y[:, 1::2] * 2], 2).flatten(1, 2)
            y = y / 1.5
        g = self.gate(y.transpose(1, 2)).transpose(1, 2)
        y = y * torch.sigmoid(g)
        return self.out(y.flatten(1))


def views_outofplace(size="tiny"):
    return ViewMixer(64, 256, False) if size == "full" else \
        ViewMixer(4, 6, False)


def views_inplace(size="tiny"):
    return ViewMixer(64, 256, True) if size == "full" else \
        ViewMixer(4, 6, True)


# --- The PyTorch tutorial's transformer --------------------------------------
# "Language Modeling with nn.Transformer and torchtext", verbatim but for the
# imports: a positional encoding in a buffer, a causal mask built in forward.

class PositionalEncoding(nn.Module):

    def __init__(self, d_model, dropout=0.1, max_len=5000):
        super().__init__()
        self.dropout = nn.Dropout(p=dropout)
        position = torch.arange(max_len).unsqueeze(1)
        div_term = torch.exp(torch.arange(0, d_model, 2) *
                             (-math.log(10000.0) / d_model))
        pe = torch.zeros(max_len, 1, d_model)
        pe[:, 0, 0::2] = torch.sin(position * div_term)
        pe[:, 0, 1::2] = torch.cos(position * div_term)
        self.register_buffer('pe', pe)

    def forward(self, x):
        """x: [seq_len, batch_size, embedding_dim]"""
        x = x + self.pe[:x.size(0)]
        return self.dropout(x)


class TransformerModel(nn.Module):

    def __init__(self, ntoken, d_model, nhead, d_hid, nlayers, dropout=0.5,
                 max_len=5000):
        super().__init__()
        self.model_type = 'Transformer'
        self.pos_encoder = PositionalEncoding(d_model, dropout, max_len)
        encoder_layers = nn.TransformerEncoderLayer(d_model, nhead, d_hid,
                                                    dropout)
        self.transformer_encoder = nn.TransformerEncoder(
            encoder_layers, nlayers, enable_nested_tensor=False)
        self.embedding = nn.Embedding(ntoken, d_model)
        self.d_model = d_model
        self.linear = nn.Linear(d_model, ntoken)
        self.init_weights()

    def init_weights(self):
        initrange = 0.1
        self.embedding.weight.data.uniform_(-initrange, initrange)
        self.linear.bias.data.zero_()
        self.linear.weight.data.uniform_(-initrange, initrange)

    def forward(self, src, src_mask=None):
        """src: [seq_len, batch_size]; returns [seq_len, batch_size, ntoken]"""
        src = self.embedding(src) * math.sqrt(self.d_model)
        src = self.pos_encoder(src)
        if src_mask is None:
            src_mask = nn.Transformer.generate_square_subsequent_mask(
                len(src)).to(src.device)
        output = self.transformer_encoder(src, src_mask)
        output = self.linear(output)
        return output


def tutorial_transformer(size="tiny"):
    if size == "full":
        return TransformerModel(33278, 200, 2, 200, 2, dropout=0.2)
    return TransformerModel(32, 16, 2, 32, 2, dropout=0.2, max_len=64)


# --- Models of the execution tests only (not among the twelve) ---------------

class PoolCNN(nn.Module):
    """avg_pool2d in its variants (padding, ceil mode, count_include_pad,
    divisor_override) and a non-global adaptive_avg_pool2d whose windows
    overlap unevenly."""

    def __init__(self, channels=4, classes=10):
        super().__init__()
        self.a = nn.Conv2d(3, channels, 3, padding=1)
        self.b = nn.Conv2d(channels, channels, 3, padding=1)
        self.fc = nn.Linear(channels * 3 * 2, classes)

    def forward(self, x):                                   # 15x15
        y = F.avg_pool2d(torch.relu(self.a(x)), 3, 2, 1, ceil_mode=True,
                         count_include_pad=False)           # 8x8
        y = F.avg_pool2d(y, 2, 1, divisor_override=3)       # 7x7
        y = torch.relu(self.b(y))
        y = F.adaptive_avg_pool2d(y, (3, 2))
        return self.fc(y.flatten(1))


def pool_cnn(size="tiny"):
    return PoolCNN(32 if size == "full" else 4)
