"""Models of the importer command's tests (test/Importer/cli.test)."""

import torch
import torch.nn as nn
import torch.nn.functional as F


class Net(nn.Module):
    """In-place ReLU, a batch norm (running statistics: buffers the step
    updates), dropout (the step gets a seed), a non-contiguous linear."""

    def __init__(self):
        super().__init__()
        self.conv = nn.Conv2d(3, 4, 3, padding=1)
        self.bn = nn.BatchNorm2d(4)
        self.relu = nn.ReLU(inplace=True)
        self.drop = nn.Dropout(0.25)
        self.fc = nn.Linear(4, 5)

    def forward(self, x):
        y = self.relu(self.bn(self.conv(x)))         # (N, 4, H, W)
        y = self.drop(y.flatten(2).transpose(1, 2))  # (N, HW, 4), strided
        return self.fc(y).mean(1)


class Positional(nn.Module):
    """A buffer the step only reads: an argument, or a constant."""

    def __init__(self):
        super().__init__()
        self.register_buffer("table", torch.arange(12.0).reshape(3, 4) / 10)
        self.fc = nn.Linear(4, 2)

    def forward(self, x):                            # (N, 3, 4)
        return self.fc(x + self.table).sum(1)


class Sorter(nn.Module):
    def forward(self, x):
        return torch.sort(x, dim=1).values


class Unsupported(nn.Module):
    """Three ops the importer cannot take, in three modules."""

    def __init__(self):
        super().__init__()
        self.first = nn.Linear(4, 8)
        self.sorter = Sorter()
        self.second = nn.Linear(8, 3)

    def forward(self, x):
        y = self.sorter(self.first(x))
        y = y - y.median(dim=1, keepdim=True).values
        return self.second(torch.cumsum(y, 1))


def loss_with_weight(out, target, weight):
    return (F.cross_entropy(out, target, reduction="none") * weight).mean()
