"""The model zoo's networks, in plain PyTorch (no torchvision/transformers).

Each is the standard architecture with its width, depth and input size as
parameters, so the same code gives the realistic model and a tiny one that
runs through remat's CPU lowering in seconds. There is no dropout: a training
step must be a deterministic function of its inputs to be compared with
PyTorch. Batch norms are ordinary nn.BatchNorm2d; the importer swaps them for
a stateless batch norm (batch statistics, no running-stat buffers).
"""

import math

import torch
import torch.nn as nn
import torch.nn.functional as F


class MLP(nn.Module):
    def __init__(self, sizes):
        super().__init__()
        self.layers = nn.ModuleList(
            nn.Linear(a, b) for a, b in zip(sizes[:-1], sizes[1:]))

    def forward(self, x):
        for i, layer in enumerate(self.layers):
            x = layer(x)
            if i + 1 < len(self.layers):
                x = F.relu(x)
        return x


def conv_bn(cin, cout, k, stride=1, groups=1):
    return nn.Sequential(
        nn.Conv2d(cin, cout, k, stride, k // 2, groups=groups, bias=False),
        nn.BatchNorm2d(cout))


class BasicBlock(nn.Module):
    expansion = 1

    def __init__(self, cin, width, stride):
        super().__init__()
        cout = width * self.expansion
        self.a = conv_bn(cin, width, 3, stride)
        self.b = conv_bn(width, cout, 3)
        self.down = (conv_bn(cin, cout, 1, stride)
                     if stride != 1 or cin != cout else None)

    def forward(self, x):
        y = self.b(F.relu(self.a(x)))
        return F.relu(y + (self.down(x) if self.down is not None else x))


class Bottleneck(nn.Module):
    expansion = 4

    def __init__(self, cin, width, stride):
        super().__init__()
        cout = width * self.expansion
        self.a = conv_bn(cin, width, 1)
        self.b = conv_bn(width, width, 3, stride)
        self.c = conv_bn(width, cout, 1)
        self.down = (conv_bn(cin, cout, 1, stride)
                     if stride != 1 or cin != cout else None)

    def forward(self, x):
        y = self.c(F.relu(self.b(F.relu(self.a(x)))))
        return F.relu(y + (self.down(x) if self.down is not None else x))


class ResNet(nn.Module):
    """ResNet-18/50 (He et al.): 7x7/2 stem, 3x3/2 max pool, four stages."""

    def __init__(self, block, layers, width=64, num_classes=1000):
        super().__init__()
        self.stem = conv_bn(3, width, 7, 2)
        blocks, cin = [], width
        for stage, n in enumerate(layers):
            w = width * 2 ** stage
            for i in range(n):
                blocks.append(block(cin, w, 2 if stage and i == 0 else 1))
                cin = w * block.expansion
        self.blocks = nn.Sequential(*blocks)
        self.fc = nn.Linear(cin, num_classes)

    def forward(self, x):
        x = F.max_pool2d(F.relu(self.stem(x)), 3, 2, 1)
        x = self.blocks(x)
        return self.fc(x.mean(dim=(2, 3)))


class VGG16(nn.Module):
    CFG = [1, 1, "M", 2, 2, "M", 4, 4, 4, "M", 8, 8, 8, "M", 8, 8, 8, "M"]

    def __init__(self, width=64, image=224, hidden=4096, num_classes=1000):
        super().__init__()
        layers, cin = [], 3
        for c in self.CFG:
            if c == "M":
                layers.append(nn.MaxPool2d(2))
            else:
                layers += [nn.Conv2d(cin, c * width, 3, padding=1),
                           nn.ReLU()]
                cin = c * width
        self.features = nn.Sequential(*layers)
        side = image // 32
        self.classifier = nn.Sequential(
            nn.Linear(cin * side * side, hidden), nn.ReLU(),
            nn.Linear(hidden, hidden), nn.ReLU(),
            nn.Linear(hidden, num_classes))

    def forward(self, x):
        return self.classifier(torch.flatten(self.features(x), 1))


class InvertedResidual(nn.Module):
    def __init__(self, cin, cout, stride, expand):
        super().__init__()
        hidden = cin * expand
        layers = []
        if expand != 1:
            layers += [conv_bn(cin, hidden, 1), nn.ReLU6()]
        layers += [conv_bn(hidden, hidden, 3, stride, groups=hidden),
                   nn.ReLU6(), conv_bn(hidden, cout, 1)]
        self.body = nn.Sequential(*layers)
        self.residual = stride == 1 and cin == cout

    def forward(self, x):
        return x + self.body(x) if self.residual else self.body(x)


class MobileNetV2(nn.Module):
    """MobileNetV2 (Sandler et al.): inverted residuals, depthwise 3x3."""

    # expansion t, channels c, repeats n, stride s of the first
    CFG = [(1, 16, 1, 1), (6, 24, 2, 2), (6, 32, 3, 2), (6, 64, 4, 2),
           (6, 96, 3, 1), (6, 160, 3, 2), (6, 320, 1, 1)]

    def __init__(self, width_mult=1.0, num_classes=1000, repeats=None,
                 last=None):
        super().__init__()

        def ch(c):
            return max(4, int(round(c * width_mult / 4)) * 4)

        cin = ch(32)
        layers = [conv_bn(3, cin, 3, 2), nn.ReLU6()]
        for i, (t, c, n, s) in enumerate(self.CFG):
            n = repeats[i] if repeats else n
            for j in range(n):
                layers.append(InvertedResidual(cin, ch(c), s if j == 0 else 1,
                                               t))
                cin = ch(c)
        last = last or ch(1280 * max(1.0, width_mult))
        layers += [conv_bn(cin, last, 1), nn.ReLU6()]
        self.features = nn.Sequential(*layers)
        self.fc = nn.Linear(last, num_classes)

    def forward(self, x):
        return self.fc(self.features(x).mean(dim=(2, 3)))


class UNet(nn.Module):
    """U-Net (Ronneberger et al.) with padded convolutions and batch norm."""

    def __init__(self, base=64, depth=4, in_ch=3, num_classes=2):
        super().__init__()

        def double(cin, cout):
            return nn.Sequential(conv_bn(cin, cout, 3), nn.ReLU(),
                                 conv_bn(cout, cout, 3), nn.ReLU())

        widths = [base * 2 ** i for i in range(depth + 1)]
        self.down = nn.ModuleList(
            [double(in_ch, widths[0])] +
            [double(widths[i], widths[i + 1]) for i in range(depth)])
        self.up = nn.ModuleList(
            nn.ConvTranspose2d(widths[i + 1], widths[i], 2, 2)
            for i in reversed(range(depth)))
        self.merge = nn.ModuleList(
            double(2 * widths[i], widths[i]) for i in reversed(range(depth)))
        self.head = nn.Conv2d(widths[0], num_classes, 1)

    def forward(self, x):
        skips = []
        for i, block in enumerate(self.down):
            if i:
                x = F.max_pool2d(x, 2)
            x = block(x)
            skips.append(x)
        skips.pop()
        for up, merge in zip(self.up, self.merge):
            x = merge(torch.cat([skips.pop(), up(x)], dim=1))
        return self.head(x)


class Attention(nn.Module):
    def __init__(self, dim, heads, causal):
        super().__init__()
        self.heads, self.causal = heads, causal
        self.qkv = nn.Linear(dim, 3 * dim)
        self.proj = nn.Linear(dim, dim)

    def forward(self, x):
        b, t, d = x.shape
        q, k, v = self.qkv(x).split(d, dim=2)
        shape = (b, t, self.heads, d // self.heads)
        q, k, v = (z.reshape(shape).transpose(1, 2) for z in (q, k, v))
        scores = q @ k.transpose(2, 3) / math.sqrt(d // self.heads)
        if self.causal:
            mask = torch.ones(t, t, dtype=torch.bool).tril()
            scores = scores.masked_fill(~mask, -1e9)
        y = torch.softmax(scores, dim=-1) @ v
        return self.proj(y.transpose(1, 2).reshape(b, t, d))


class Block(nn.Module):
    """A transformer block: pre-norm (GPT-2) or post-norm (BERT)."""

    def __init__(self, dim, heads, causal, pre_norm):
        super().__init__()
        self.pre_norm = pre_norm
        self.ln1, self.ln2 = nn.LayerNorm(dim), nn.LayerNorm(dim)
        self.attn = Attention(dim, heads, causal)
        self.fc1, self.fc2 = nn.Linear(dim, 4 * dim), nn.Linear(4 * dim, dim)

    def mlp(self, x):
        return self.fc2(F.gelu(self.fc1(x), approximate="tanh"))

    def forward(self, x):
        if self.pre_norm:
            x = x + self.attn(self.ln1(x))
            return x + self.mlp(self.ln2(x))
        x = self.ln1(x + self.attn(x))
        return self.ln2(x + self.mlp(x))


class GPT2(nn.Module):
    """A GPT-2-style decoder: causal pre-norm blocks, tied LM head."""

    def __init__(self, vocab=50257, dim=768, heads=12, layers=12, seq=1024):
        super().__init__()
        self.tok, self.pos = nn.Embedding(vocab, dim), nn.Embedding(seq, dim)
        self.blocks = nn.Sequential(
            *[Block(dim, heads, True, True) for _ in range(layers)])
        self.ln = nn.LayerNorm(dim)

    def forward(self, ids):
        pos = torch.arange(ids.shape[1])
        x = self.blocks(self.tok(ids) + self.pos(pos))
        return self.ln(x) @ self.tok.weight.t()


class BERT(nn.Module):
    """A BERT-style encoder: post-norm blocks, masked-LM head."""

    def __init__(self, vocab=30522, dim=768, heads=12, layers=12, seq=512):
        super().__init__()
        self.tok, self.pos = nn.Embedding(vocab, dim), nn.Embedding(seq, dim)
        self.ln = nn.LayerNorm(dim)
        self.blocks = nn.Sequential(
            *[Block(dim, heads, False, False) for _ in range(layers)])
        self.head = nn.Linear(dim, dim)
        self.head_ln = nn.LayerNorm(dim)
        self.decoder = nn.Linear(dim, vocab)

    def forward(self, ids):
        pos = torch.arange(ids.shape[1])
        x = self.blocks(self.ln(self.tok(ids) + self.pos(pos)))
        x = self.head_ln(F.gelu(self.head(x), approximate="tanh"))
        return self.decoder(x)
